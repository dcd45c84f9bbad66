/** The chats module's face (ADR 0037): what other modules and the seed may use. */
export { chatsModule } from './chats.module';
export { seedDemoChats } from './chats.seed';
