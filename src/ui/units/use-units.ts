import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { units, unitsRequested, type UnitsState } from './slice';
import { ownerUnits, type Units } from '../../lib/units/units';
import { useMarket } from '../market-context';

type WithUnits = { [K in typeof units.reducerPath]?: UnitsState };

/**
 * The units the page's figures are shown in: the owner's choices over the market's defaults (site.json
 * formats.units). Until the owner's answer is in (or when nobody is signed in), the market's.
 */
export function useUnits(): Units {
  const dispatch = useDispatch();
  const { market, tables } = useMarket();
  const state = useSelector((s: WithUnits) => s.units);
  useEffect(() => {
    dispatch(unitsRequested());
  }, [dispatch]);
  return ownerUnits(market.countryCode, tables.site.formats.units, state?.chosen);
}

/** The owner's units and where their answer stands, for the page that changes them. */
export function useUnitsState(): UnitsState | undefined {
  return useSelector((s: WithUnits) => s.units);
}
