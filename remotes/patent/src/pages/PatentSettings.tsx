import { ResourceView } from '../features/account/ResourceView';
import { useResource } from '../features/account/use-resource';
import { PatentSettingsForm } from '../features/patent-settings/PatentSettingsForm';
import { loadPatentSettings } from '../features/patent-settings/settings-api';

/** /dashboard/patent/settings: the patent workspace's own settings, kept on the server for this user. */
export default function PatentSettings() {
  const settings = useResource(loadPatentSettings);
  return (
    <ResourceView resource={settings} label="your settings" lines={6}>
      {(data) => <PatentSettingsForm initial={data} onSaved={(saved) => settings.update(() => saved)} />}
    </ResourceView>
  );
}
