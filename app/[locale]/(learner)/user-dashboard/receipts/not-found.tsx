import { SignedInNotFound, signedInNotFoundMetadata } from '@/components/layout/signed-in-not-found';

export const metadata = signedInNotFoundMetadata;
export default SignedInNotFound;
