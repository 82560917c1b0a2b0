export { recordQrSheetOpened } from './first-service.service';
