// Standalone development entry of the company remote (see standalone.tsx).
import { routes } from './routes';
import { renderStandalone } from './standalone';

renderStandalone('company', routes);
