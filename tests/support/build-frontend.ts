import { buildFrontend } from '../../backend/app/build-frontend.ts';

/** Browser tests run against the production build of the current sources. */
export default buildFrontend;
