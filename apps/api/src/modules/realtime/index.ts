/** The realtime module's face (ADR 0037): realtime publishing and the channels registry. */
export { realtimeModule } from './realtime.module';
export { channelsPlugin } from './channels';
export { realtimeEvents, type RealtimeEvents } from './realtime-events';
