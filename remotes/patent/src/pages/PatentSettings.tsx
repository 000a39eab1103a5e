import { ResourceView } from '../features/account/ResourceView';
import { PatentSettingsForm } from '../features/patent-settings/PatentSettingsForm';
import { usePatentSettings } from '../features/patent-settings/use-patent-settings';

/** /dashboard/patent/settings: the patent workspace's own settings, kept on the server for this user. */
export default function PatentSettings() {
  const settings = usePatentSettings();
  return (
    <ResourceView resource={settings} label="your settings" lines={6}>
      {(data) => <PatentSettingsForm initial={data} />}
    </ResourceView>
  );
}
