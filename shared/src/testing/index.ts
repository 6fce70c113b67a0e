export { TEST_IDS } from './ids.js';

export { makeFixture, makeListRow, makeMarket, makeRunner, makeSessions, makeSnapshot } from './sports.js';
export {
  createFakeServer,
  fail,
  ok,
  type FakeReply,
  type FakeRequest,
  type FakeServer,
  type Handler,
  type HeldCall,
  type Method,
} from './fakeServer.js';
export { createFakeCardTables, type FakeCardTables } from './cards.js';
// The test HostApi (with its QueryClient) is in `@backlay/shared/testing/render`: production code
// imports this entry for TEST_IDS, so nothing here may pull in the query library.
export { TEST_API_URL, TEST_HOST_BRAND } from './constants.js';
