// The dev server's react-dom-client.ts (vite.config.ts): modules served as they are, so a plain import.
import * as client from 'react-dom/client';

export const reactDomClient = () => client;
