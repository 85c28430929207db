import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  everyYes,
  postRegistrationOptions,
  sameValues,
  toggledAll,
  valuesFromProfile,
  type MarketingOption,
  type OptionValue,
  type OptionValues,
} from './options';
import type { PersonalInfoRequest, Profile } from '../../generated/types/api/owner';

/** Which page: the marketing options page or its EU post-registration variant (spec 000 §2). */
export type MarketingPage = 'marketing-options' | 'eu-post-registration';

/** The contact fields of post-registration as typed (form data of markets/forms/personal-info.json). */
export type ContactValues = Record<string, string>;

export interface MarketingOptionsState {
  page: MarketingPage;
  load: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The options of the page, in content order (their apiVariables). */
  variables: string[];
  /** As the profile has them. */
  saved: OptionValues;
  /** As the owner is choosing them. */
  values: OptionValues;
  contact: ContactValues;
  mobilePhoneNumber: string | null;
  userGuid: string | null;
  mode: 'view' | 'edit';
  saving: boolean;
  /** Spec 000 §4 step 3: the user service's message, shown under the address fields. */
  contactError: string | null;
  /** Post-registration saved: the page moves on to the account dashboard. */
  done: boolean;
  /** The edits came back from before a sign-in (a 401 during save). */
  restored: boolean;
  /**
   * The image consent (site.json imageConsent), where the market asks for it (market.imageConsent) on this page:
   * a preference of its own, apart from the options (select-all leaves it alone), saved by its own call. Null elsewhere.
   */
  image: ImageConsent | null;
}

/** The image consent: its preference name, as the profile has it and as the owner is choosing it. */
export interface ImageConsent {
  preference: string;
  saved: OptionValue;
  value: OptionValue;
}

const initialState: MarketingOptionsState = {
  page: 'marketing-options',
  load: 'idle',
  variables: [],
  saved: {},
  values: {},
  contact: {},
  mobilePhoneNumber: null,
  userGuid: null,
  mode: 'view',
  saving: false,
  contactError: null,
  done: false,
  restored: false,
  image: null,
};

/** What a save keeps aside so that edits survive a sign-in in between (the one 401 rule leaves the page). */
export interface Draft {
  userGuid: string;
  values: OptionValues;
  contact: ContactValues;
  /** The image consent as chosen, where the page asks for it. */
  image?: OptionValue;
}

export const marketingOptions = createSlice({
  name: 'marketingOptions',
  initialState,
  reducers: {
    pageOpened: (
      _s,
      a: PayloadAction<{ page: MarketingPage; options: MarketingOption[]; imagePreference?: string | null }>,
    ) => ({
      ...initialState,
      page: a.payload.page,
      load: 'loading',
      variables: a.payload.options.map((o) => o.apiVariable),
      // Post-registration has no view mode: it opens ready to choose.
      mode: a.payload.page === 'eu-post-registration' ? 'edit' : 'view',
      image: a.payload.imagePreference ? { preference: a.payload.imagePreference, saved: null, value: null } : null,
    }),
    profileLoaded: (s, a: PayloadAction<{ profile: Profile; draft: Draft | null }>) => {
      const { profile, draft } = a.payload;
      s.load = 'loaded';
      // Spec 000 §4: post-registration drops the mobile option when the profile has no mobile number.
      if (s.page === 'eu-post-registration')
        s.variables = postRegistrationOptions(s.variables.map(asOption), profile.mobilePhoneNumber).map(
          (o) => o.apiVariable,
        );
      s.saved = valuesFromProfile(s.variables.map(asOption), profile.privacyPreferences);
      s.values = s.saved;
      if (s.image) {
        const code = valuesFromProfile([asOption(s.image.preference)], profile.privacyPreferences)[s.image.preference];
        s.image.saved = code ?? null;
        s.image.value = s.image.saved;
      }
      s.mobilePhoneNumber = profile.mobilePhoneNumber ?? null;
      s.userGuid = profile.userGuid;
      if (draft && draft.userGuid === profile.userGuid) {
        s.values = { ...s.saved, ...pick(draft.values, s.variables) };
        s.contact = draft.contact;
        if (s.image && draft.image !== undefined) s.image.value = draft.image;
        s.mode = 'edit';
        s.restored = true;
      }
    },
    loadFailed: (s) => {
      s.load = 'failed';
    },
    editStarted: (s) => {
      s.mode = 'edit';
      s.values = s.saved;
      if (s.image) s.image.value = s.image.saved;
      s.restored = false;
    },
    editCancelled: (s) => {
      s.mode = 'view';
      s.values = s.saved;
      if (s.image) s.image.value = s.image.saved;
      s.contact = {};
      s.contactError = null;
      s.restored = false;
    },
    optionChanged: (s, a: PayloadAction<{ variable: string; value: OptionValue }>) => {
      s.values[a.payload.variable] = a.payload.value;
    },
    imageConsentChanged: (s, a: PayloadAction<1 | 0>) => {
      if (s.image) s.image.value = a.payload;
    },
    allToggled: (s) => {
      s.values = toggledAll(s.values);
    },
    contactChanged: (s, a: PayloadAction<ContactValues>) => {
      s.contact = a.payload;
    },
    /** Post-registration sends its contact body (built and checked by the page) before the preferences. */
    saveRequested: {
      reducer: (s) => {
        s.saving = true;
        s.contactError = null;
      },
      prepare: (body?: PersonalInfoRequest) => ({ payload: body }),
    },
    saveSucceeded: (s) => {
      s.saving = false;
      s.saved = s.values;
      if (s.image) s.image.saved = s.image.value;
      s.restored = false;
      if (s.page === 'eu-post-registration') s.done = true;
      else s.mode = 'view';
    },
    /** The edits stay as they are; only the service's contact message is new. */
    saveFailed: (s, a: PayloadAction<{ contactError?: string } | undefined>) => {
      s.saving = false;
      s.contactError = a.payload?.contactError ?? null;
    },
  },
  selectors: {
    selectMarketing: (s) => s,
    selectEveryYes: (s) => everyYes(s.values),
    selectHasEdits: (s) =>
      !sameValues(s.values, s.saved) ||
      (s.image !== null && s.image.value !== s.image.saved) ||
      Object.values(s.contact).some((v) => v.trim() !== ''),
  },
});

const asOption = (apiVariable: string): MarketingOption => ({
  apiVariable,
  optionName: '',
  optionDescription: '',
  optionShow: true,
});
const pick = (values: OptionValues, keys: string[]): OptionValues =>
  Object.fromEntries(keys.filter((k) => k in values).map((k) => [k, values[k] ?? null]));

export const {
  pageOpened,
  profileLoaded,
  loadFailed,
  editStarted,
  editCancelled,
  optionChanged,
  imageConsentChanged,
  allToggled,
  contactChanged,
  saveRequested,
  saveSucceeded,
  saveFailed,
} = marketingOptions.actions;
export const { selectMarketing, selectEveryYes, selectHasEdits } = marketingOptions.selectors;
