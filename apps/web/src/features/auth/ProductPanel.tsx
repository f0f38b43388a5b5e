import { useTranslation } from 'react-i18next';
import { BarChartIcon, FileProtectIcon, IdcardIcon, SafetyIcon } from '../../components/light/icons';
import './login.css';

/** The side of the sign-in card that says what the console is for. Antd-free: it is on the sign-in route. */
export function ProductPanel() {
  const { t } = useTranslation();
  const points = [
    { icon: <FileProtectIcon />, text: t('auth.panel.signature') },
    { icon: <IdcardIcon />, text: t('auth.panel.identity') },
    { icon: <SafetyIcon />, text: t('auth.panel.certificates') },
    { icon: <BarChartIcon />, text: t('auth.panel.insight') },
  ];
  return (
    <div className="product-panel">
      <h2 className="product-panel-title">{t('auth.panel.title')}</h2>
      <p className="product-panel-lead">{t('auth.panel.lead')}</p>
      <ul className="product-panel-points">
        {points.map((p) => (
          <li key={p.text}>
            {p.icon}
            <span>{p.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
