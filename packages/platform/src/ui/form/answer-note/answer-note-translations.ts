// The texts of a note on an answer (namespace 'platform-answer-note'), in English and Danish with the same
// keys: the editor's fields, limits and problems, the view's links, and what both remotes call a note
// ("Add a note", "Your note"). They travel with the pieces that show them (bundled into each remote
// that uses them), so a remote newer than the shell still finds them.
import { defineTranslations } from '../../../i18n/define-translations.ts';

export const answerNoteTranslations = defineTranslations({
  en: {
    addNote: 'Add a note',
    yourNote: 'Your note',
    noteLabel: 'Note',
    noteHint: 'Why you chose this answer, in your own words.',
    noteCount: '{{length}} of {{max}} characters',
    linksLabel: 'Links',
    linksHint:
      'A runbook, a dashboard or a decision record that shows it: one web address per line, starting with http:// or https://. Up to {{max}} links.',
    linksListLabel: 'Links in the note',
    opensInNewTab: '(opens in a new tab)',
    problems: {
      noteTooLong: 'The note is {{length}} characters long. Shorten it to {{max}} or fewer.',
      tooManyLinks: 'There are {{count}} links. Keep {{max}} at most.',
      linkHidden:
        '“{{link}}” holds characters that cannot be seen or that turn the text around (shown here as [U+…]). ' +
        'Type the address again.',
      linkNotWeb: '“{{link}}” is not a web address. Start it with http:// or https://.',
      linkTooLong: '“{{link}}” is longer than {{max}} characters.',
    },
  },
  da: {
    addNote: 'Tilføj en note',
    yourNote: 'Din note',
    noteLabel: 'Note',
    noteHint: 'Hvorfor du valgte dette svar, med dine egne ord.',
    noteCount: '{{length}} af {{max}} tegn',
    linksLabel: 'Links',
    linksHint:
      'En runbook, et dashboard eller et beslutningsnotat, der viser det: én webadresse pr. linje, der begynder med ' +
      'http:// eller https://. Højst {{max}} links.',
    linksListLabel: 'Links i noten',
    opensInNewTab: '(åbner i en ny fane)',
    problems: {
      noteTooLong: 'Noten er {{length}} tegn lang. Forkort den til højst {{max}}.',
      tooManyLinks: 'Der er {{count}} links. Behold højst {{max}}.',
      linkHidden:
        '»{{link}}« indeholder tegn, der ikke kan ses eller vender teksten om (vist her som [U+…]). ' +
        'Skriv adressen igen.',
      linkNotWeb: '»{{link}}« er ikke en webadresse. Lad den begynde med http:// eller https://.',
      linkTooLong: '»{{link}}« er længere end {{max}} tegn.',
    },
  },
});

/** Keys whose Danish text is the English one on purpose: both languages say "Note" and "Links". */
export const ANSWER_NOTE_SAME_IN_BOTH_LANGUAGES = ['noteLabel', 'linksLabel'];
