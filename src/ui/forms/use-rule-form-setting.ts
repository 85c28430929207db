import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneList } from './phone-list';
import type { FormContext } from './theme';
import { ruleEnv } from '../../lib/forms/rule-env';
import type { RuleEnv } from '../../lib/forms/rules';
import { useMarket } from '../market-context';

/**
 * What a RuleForm of the page's market reads besides its data: the rules' environment (the market's patterns, the
 * phone countries) and the widgets' context (texts, phone countries, icons; the words of yes/no choices, where the
 * form has them).
 */
export function useRuleFormSetting(phoneList: PhoneList, yes = '', no = ''): { env: RuleEnv; context: FormContext } {
  const { t } = useTranslation();
  const { market } = useMarket();
  const env = useMemo(() => ruleEnv(market, phoneList.countries), [market, phoneList]);
  const context = useMemo<FormContext>(
    () => ({ t, phoneCountries: phoneList.countries, iconBase: `${market.contentUrl}/`, yes, no }),
    [t, phoneList, market, yes, no],
  );
  return { env, context };
}
