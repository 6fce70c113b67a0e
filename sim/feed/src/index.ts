/** The market feed: the simulator and the publisher that speaks the feed protocol. */
export * from './sim/index.js';
export { FeedPublisher, FEED_TICK_MS, type FeedPublisherOptions, type PublisherStats } from './publisher.js';
export * from './protocol/index.js';
