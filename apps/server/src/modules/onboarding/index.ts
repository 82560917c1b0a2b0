export { imageSize } from './image-size';
export { removeLogo, saveLogo } from './logo-storage';
