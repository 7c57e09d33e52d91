import { UnknownPage } from '@/components/ui/unknown-page';

/** Any address the route table does not know. */
export default UnknownPage;
