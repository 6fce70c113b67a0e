import { PageFrame } from '../../ui/PageFrame.js';
import { ButtonValuesForm } from './ButtonValuesForm.js';

/** /change-btn-value: the same form as the popup, on a page of its own. */
export function ButtonValuesPage() {
  return (
    <PageFrame title="Set Button Values" maxW="640px">
      <ButtonValuesForm />
    </PageFrame>
  );
}
