/** The broadcasting module's face (ADR 0037): realtime publishing and the channels registry. */
export { broadcastingModule } from './broadcasting.module';
export { channelsPlugin } from './channels';
export { realtimeEvents, type RealtimeEvents } from './realtime-events';
