import { renderStandalone } from '@backlay/shared/devhost';
import remote from './module.js';

renderStandalone(remote);
