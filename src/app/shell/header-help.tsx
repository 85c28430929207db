import { useTranslation } from 'react-i18next';
import { HelpLauncher } from './help-launcher';
import { helpWanted } from './shell-slice';
import { panelOpenChanged, type HelpRootState } from '../../features/help/slice';
import { useAppDispatch, useAppSelector } from '../hooks';

/**
 * The help launcher in the header, from the page's first paint: before the help area has loaded, a press asks for it
 * (it comes with its panel open); once it is there, a press opens or closes the panel.
 */
export function HeaderHelp() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // The help feature's state exists once its area has come onto the page.
  const help = useAppSelector((s) => (s as Partial<HelpRootState>).help);
  const open = help?.present === true && help.panelOpen;
  return (
    <HelpLauncher
      open={open}
      label={t('shell.helpLauncher')}
      onToggle={() => dispatch(help?.present ? panelOpenChanged(!open) : helpWanted())}
      onClose={() => dispatch(panelOpenChanged(false))}
    />
  );
}
