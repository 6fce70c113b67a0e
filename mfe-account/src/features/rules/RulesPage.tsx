import { PageFrame } from '../../ui/PageFrame.js';
import { RulesView } from './RulesView.js';

/** /rules: the same view as the popup, on a page of its own. */
export function RulesPage() {
  return (
    <PageFrame title="Rules" maxW="1100px">
      <RulesView />
    </PageFrame>
  );
}
