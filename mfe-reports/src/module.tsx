/**
 * The reports remote: what the host loads from `mfe_reports/module`.
 */
import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, type RemoteModule } from '@backlay/shared/contract';

export const routes: RouteObject[] = [];

const reportsModule: RemoteModule = {
  id: 'mfe_reports',
  contractVersion: CONTRACT_VERSION,
  routes,
};

export default reportsModule;
