/*
 * The reference service's chat assistant: what it says, in a few languages (a locale's chain ends in English). The
 * routes that carry it (sessions, the event stream) are src/server/stand-ins/chat.ts.
 */
import { localeChain } from '../content/locale';

type Topic = 'hours' | 'password' | 'dealer' | 'vehicle';

interface Language {
  greeting: string;
  placeholder: string;
  /** Whole words or word sequences, lower case, that name a topic. */
  keywords: Record<Topic, string[]>;
  answers: Record<Topic, string>;
  fallback: string;
}

/** Checked in this order: "password for my car" is about the password. */
const TOPICS: Topic[] = ['hours', 'password', 'dealer', 'vehicle'];

const ENGLISH: Language = {
  greeting: 'Hello! How can we help you today?',
  placeholder: 'Type your question',
  keywords: {
    hours: ['opening hours', 'opening times', 'hours', 'closed'],
    password: ['password', 'sign in', 'log in', 'login'],
    dealer: ['dealer', 'dealership', 'service centre', 'service center', 'workshop'],
    vehicle: ['vehicle', 'car', 'vin'],
  },
  answers: {
    hours: 'Our support team is available Monday to Friday, 8:00 to 18:00.',
    password: 'To reset your password, choose "Forgot password?" on the sign-in page and follow the link we email you.',
    dealer: 'You can choose your preferred dealer under Account settings, then Preferred dealer.',
    vehicle: 'To add a vehicle, open your garage and choose "Add vehicle"; you will need its VIN.',
  },
  fallback: 'A support agent will join shortly. Thank you for waiting.',
};

/** A few languages of the reference service; a locale's chain (de-at, de, en) ends in English. */
const LANGUAGES: Record<string, Language> = {
  en: ENGLISH,
  de: {
    greeting: 'Hallo! Wie können wir Ihnen helfen?',
    placeholder: 'Ihre Frage',
    keywords: {
      hours: ['öffnungszeiten', 'geöffnet', 'erreichbar'],
      password: ['passwort', 'kennwort', 'anmelden', 'anmeldung'],
      dealer: ['händler', 'haendler', 'werkstatt', 'autohaus'],
      vehicle: ['fahrzeug', 'auto', 'fin'],
    },
    answers: {
      hours: 'Unser Kundenservice ist montags bis freitags von 8:00 bis 18:00 Uhr erreichbar.',
      password: 'Wählen Sie auf der Anmeldeseite „Passwort vergessen?“ und folgen Sie dem Link in unserer E-Mail.',
      dealer: 'Ihren bevorzugten Händler wählen Sie unter Kontoeinstellungen, Bevorzugter Händler.',
      vehicle:
        'Um ein Fahrzeug hinzuzufügen, öffnen Sie Ihre Garage und wählen Sie „Fahrzeug hinzufügen“; Sie brauchen die FIN.',
    },
    fallback: 'Gleich ist ein Mitarbeiter für Sie da. Vielen Dank für Ihre Geduld.',
  },
  fr: {
    greeting: 'Bonjour ! Comment pouvons-nous vous aider ?',
    placeholder: 'Votre question',
    keywords: {
      hours: ['horaires', 'ouvert', 'ouverture'],
      password: ['mot de passe', 'connexion', 'se connecter'],
      dealer: ['concessionnaire', 'concession', 'atelier'],
      vehicle: ['véhicule', 'vehicule', 'voiture', 'vin'],
    },
    answers: {
      hours: 'Notre service client est joignable du lundi au vendredi, de 8 h à 18 h.',
      password:
        'Choisissez « Mot de passe oublié ? » sur la page de connexion et suivez le lien que nous vous envoyons.',
      dealer: 'Vous pouvez choisir votre concessionnaire préféré dans Paramètres du compte, Concessionnaire préféré.',
      vehicle:
        'Pour ajouter un véhicule, ouvrez votre garage et choisissez « Ajouter un véhicule » ; il vous faut son VIN.',
    },
    fallback: 'Un conseiller va vous répondre dans un instant. Merci de votre patience.',
  },
};

function languageOf(locale: string | undefined): Language {
  if (locale === undefined) return ENGLISH;
  return (
    localeChain(locale)
      .map((l) => LANGUAGES[l])
      .find((l) => l !== undefined) ?? ENGLISH
  );
}

/** The message's words, lower case, one space apart, padded so a keyword matches whole words only. */
function wordsOf(text: string): string {
  return ` ${(text.toLowerCase().match(/[\p{L}\p{M}\p{Nd}]+/gu) ?? []).join(' ')} `;
}

/**
 * The assistant's answer to a message: the first topic whose keyword (in the session's language or in
 * English, which owners everywhere type) the message contains, else a promise of a human.
 */
export function botAnswer(text: string, locale?: string): string {
  const language = languageOf(locale);
  const words = wordsOf(text);
  const mentions = (l: Language, topic: Topic) => l.keywords[topic].some((k) => words.includes(` ${k} `));
  const topic = TOPICS.find((t) => mentions(language, t) || mentions(ENGLISH, t));
  return topic ? language.answers[topic] : language.fallback;
}

/** The chat configuration content serves per country and locale (src/features/help/chat-config.ts reads it). */
export function chatConfigFor(locale: string): { enabled: boolean; greeting: string; placeholder: string } {
  const { greeting, placeholder } = languageOf(locale);
  return { enabled: true, greeting, placeholder };
}
