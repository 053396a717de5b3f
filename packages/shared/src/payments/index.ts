export * from './payment.texts';
export * from './payment.schemas';
export * from './sandbox-cards';
export * from './payment-intent-status';
