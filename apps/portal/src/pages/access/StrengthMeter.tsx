import { PasswordStrengthMeter } from '@odonto/ui';
import { withChakra } from '../../app/ChakraRoot';

/**
 * The kit's strength meter with Chakra's runtime: NewPasswordScreen loads it once the screen painted, so
 * the new-password screens' first load stays without Chakra (issue #34's 120 KB, like /login's).
 */
export default withChakra(PasswordStrengthMeter);
