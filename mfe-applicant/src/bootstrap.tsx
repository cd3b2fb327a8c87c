// Standalone development entry of the applicant remote (see standalone.tsx).
import { routes } from './routes';
import { renderStandalone } from './standalone';

renderStandalone('applicant', routes);
