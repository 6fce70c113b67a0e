import type { Brand } from '../contract/index.js';

/** The API address every test's HTTP client points at (answered by createFakeServer). */
export const TEST_API_URL = 'https://api.example.test';

/** The brand the remotes' tests render under. */
export const TEST_HOST_BRAND: Brand = { name: 'Backlay', logo: '' };
