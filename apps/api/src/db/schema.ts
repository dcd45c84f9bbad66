export * from '../modules/identity/identity.table';
