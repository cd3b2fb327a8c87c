// Standalone development entry of the admin remote (see standalone.tsx).
import { routes } from './routes';
import { renderStandalone } from './standalone';

renderStandalone('admin', routes);
