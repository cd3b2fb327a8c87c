// Standalone development entry of the applicant remote (see @portal/app-kit's standalone.tsx).
import { routes } from './routes';
import { renderStandalone } from '@portal/app-kit';

renderStandalone('applicant', routes);
