// Imported first by main.tsx (see framing.ts): evaluating this module stops the app inside a frame.
import { refuseFraming } from './framing';

refuseFraming(window);
