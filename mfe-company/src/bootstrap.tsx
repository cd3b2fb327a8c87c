// Standalone development entry of the company remote (see @portal/app-kit's standalone.tsx).
import { routes } from './routes';
import { renderStandalone } from '@portal/app-kit';

renderStandalone('company', routes);
