// Standalone development entry of the mentor remote (see standalone.tsx).
import { routes } from './routes';
import { renderStandalone } from './standalone';

renderStandalone('mentor', routes);
