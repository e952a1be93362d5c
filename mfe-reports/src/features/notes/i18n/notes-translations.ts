// The texts of a person's notes on their answers (namespace 'reports-notes'), in English and Danish with
// the same keys: the report's section of notes (adding, editing and deleting a note in place,
// and what each failure means), and the notes a team shared, beside each question of the team report.
// The note's own fields and links say what they say in the platform's words (@ahc/platform/ui/form).
import { defineTranslations } from '@ahc/platform';

export const notesTranslations = defineTranslations({
  en: {
    section: {
      heading: 'Your notes on the answers',
      intro:
        'Your notes on your answers: why you chose each one, and links to what shows it. Only you can see them.',
      introTeam:
        'Your notes on your answers for {{system}}. Notes you chose to share while answering are on the team report, without your name or your answer.',
      loading: 'Loading your notes…',
      loadFailed: 'Your notes could not be loaded. Please try again.',
      none: 'No notes yet. Add one to any answer: why you chose it, and where the evidence is.',
    },
    add: {
      questionLabel: 'Question',
      noteOn: 'Note on question {{number}}: {{question}}',
    },
    answer: 'Your answer',
    edit: 'Edit note',
    editLabel: 'Edit the note on question {{number}}',
    delete: 'Delete note',
    deleteLabel: 'Delete the note on question {{number}}',
    confirmDelete: {
      title: 'Delete this note?',
      text: 'The note on question {{number}} and its links are removed from this report. This cannot be undone.',
    },
    save: 'Save note',
    saving: 'Saving…',
    saved: 'The note is saved.',
    deleted: 'The note is deleted.',
    fixFirst: 'The note cannot be saved as it is. Fix what is marked above.',
    sharedWithTeam: 'Shared with the team',
    errors: {
      network: 'The note could not be changed: there is no connection. Nothing is lost; please try again.',
      signedOut: 'Your session has ended. Sign in again to change your notes.',
      invalid:
        'The note could not be saved: it is too long, has too many links, or a link is not a web address.',
      failed: 'The note could not be changed. Nothing is lost; please try again later.',
    },
    team: {
      heading_one: '{{count}} note the team shared',
      heading_other: '{{count}} notes the team shared',
      loadFailed: 'The notes the team shared could not be loaded.',
    },
  },
  da: {
    section: {
      heading: 'Dine noter til svarene',
      intro:
        'Dine noter til dine svar: hvorfor du valgte hvert svar, og links til det, der viser det. Kun du kan se dem.',
      introTeam:
        'Dine noter til dine svar for {{system}}. Noter, du valgte at dele, da du svarede, står i teamrapporten uden dit navn og uden dit svar.',
      loading: 'Indlæser dine noter...',
      loadFailed: 'Dine noter kunne ikke indlæses. Prøv igen.',
      none: 'Ingen noter endnu. Tilføj en til et hvilket som helst svar: hvorfor du valgte det, og hvor dokumentationen findes.',
    },
    add: {
      questionLabel: 'Spørgsmål',
      noteOn: 'Note til spørgsmål {{number}}: {{question}}',
    },
    answer: 'Dit svar',
    edit: 'Redigér note',
    editLabel: 'Redigér noten til spørgsmål {{number}}',
    delete: 'Slet note',
    deleteLabel: 'Slet noten til spørgsmål {{number}}',
    confirmDelete: {
      title: 'Slet noten?',
      text: 'Noten til spørgsmål {{number}} og dens links fjernes fra rapporten. Det kan ikke fortrydes.',
    },
    save: 'Gem note',
    saving: 'Gemmer...',
    saved: 'Noten er gemt.',
    deleted: 'Noten er slettet.',
    fixFirst: 'Noten kan ikke gemmes, som den er. Ret det, der er markeret ovenfor.',
    sharedWithTeam: 'Delt med teamet',
    errors: {
      network: 'Noten kunne ikke ændres: der er ingen forbindelse. Intet er gået tabt; prøv igen.',
      signedOut: 'Din session er udløbet. Log ind igen for at ændre dine noter.',
      invalid:
        'Noten kunne ikke gemmes: den er for lang, har for mange links, eller et link er ikke en webadresse.',
      failed: 'Noten kunne ikke ændres. Intet er gået tabt; prøv igen senere.',
    },
    team: {
      heading_one: '{{count}} note fra teamet',
      heading_other: '{{count}} noter fra teamet',
      loadFailed: 'Noterne fra teamet kunne ikke indlæses.',
    },
  },
});
