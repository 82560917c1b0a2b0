export { dayCloseJobHandlers } from './close-mail';
