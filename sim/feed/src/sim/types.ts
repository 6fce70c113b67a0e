/** The feed's data shapes are the wire format: they live in the contract package. */
export * from '@backlay/shared/sports';
