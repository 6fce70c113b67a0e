/** The app's own calls: `GET /health`. */
import { Type } from 'typebox';

/** `GET /health`: the process answers, and its clock. */
export const HealthSchema = Type.Object({ ok: Type.Boolean(), time: Type.String() });
