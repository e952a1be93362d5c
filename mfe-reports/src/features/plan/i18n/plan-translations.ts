// The improvement plan's texts (namespace 'reports-plan'), in English and Danish with the same keys: a
// recommendation's status and note, the plan's counts, the export to a tracker (and the words of its
// files), and what the plan did since the previous report.
import { defineTranslations } from '@ahc/platform';

export const planTranslations = defineTranslations({
  en: {
    plan: {
      statusLabel: 'Plan status',
      status: {
        open: 'Not planned',
        planned: 'Planned',
        in_progress: 'In progress',
        done: 'Done',
        not_applicable: 'Not applicable',
        achieved: 'Achieved',
      },
      noteLabel: 'Progress note',
      addNote: 'Add a progress note',
      editNote: 'Edit the progress note',
      noteHint: 'At most {{max}} characters; {{left}} left.',
      noteTooLong: 'The progress note can be at most {{max}} characters.',
      saveNote: 'Save the progress note',
      noteSaved: 'The progress note is saved.',
      saving: 'Saving...',
      summaryLabel: 'Your plan for this report',
      counts_one: '{{count}} of {{total}} recommendations done',
      counts_other: '{{count}} of {{total}} recommendations done',
      countsWithNotApplicable_one: '{{count}} of {{total}} recommendations done or not applicable',
      countsWithNotApplicable_other: '{{count}} of {{total}} recommendations done or not applicable',
      loadFailed: 'Your plan could not be loaded, so statuses are not shown. Please try again later.',
      errors: {
        network:
          'Your change could not be saved: there is no connection. It has been undone; please try again.',
        signedOut: 'Your session has ended. Sign in again to change your plan.',
        invalid: 'Your change could not be saved: the note can be at most 500 characters.',
        failed: 'Your change could not be saved. It has been undone; please try again later.',
      },
    },
    export: {
      heading: 'Export to your tracker',
      intro:
        'Download the plan as a file Jira, Azure Boards or GitHub can import: each item with its recommendation, area, ' +
        'priority, status, your note and a link to this report.',
      keysIntro:
        'Once the items are imported, record each one’s key here. The next export then updates those items, their ' +
        'status included, instead of creating new ones.',
      itemsLegend: 'Items to export',
      selectAll: 'Select all',
      selectNone: 'Select none',
      selectedCount_one: '{{count}} of {{total}} items selected',
      selectedCount_other: '{{count}} of {{total}} items selected',
      itemMeta: '{{area}} · {{priority}} · {{status}}',
      keyLabel: 'Tracker key',
      keyHint: 'A Jira key such as OPS-12, or the number of an Azure Boards work item or a GitHub issue.',
      saveKey: 'Save key',
      keySaved: 'The key is saved.',
      keyCleared: 'The key is removed.',
      keyErrors: {
        format: 'Enter a Jira key such as OPS-12, or a work item or issue number such as 412.',
        taken: 'This key is already recorded for “{{practice}}”. Each tracker item belongs to one plan item.',
        takenElsewhere:
          'This key is already recorded for another item of your plan. Each tracker item belongs to one plan item.',
        network: 'The key could not be saved: there is no connection. Please try again.',
        signedOut: 'Your session has ended. Sign in again to record tracker keys.',
        invalid: 'The key could not be saved: it is neither a Jira key nor a number.',
        failed: 'The key could not be saved. Please try again later.',
      },
      downloadsLabel: 'Download the plan for a tracker',
      noneSelected: 'Select at least one item to export.',
      downloaded: '{{file}} is downloaded.',
      jira: 'Download for Jira (CSV)',
      jiraHint:
        'For Jira’s CSV import. Items with a Jira key update those issues when the import maps the Issue Key column (the administrators’ CSV import does).',
      azure: 'Download new items for Azure Boards (CSV)',
      azureUpdates: 'Download updates for Azure Boards (CSV)',
      azureHint:
        'Two imports under Boards › Queries › Import work items, as Microsoft describes them: the new work items, ' +
        'without an ID or a state (Azure creates them in their first state), and the updates of the items whose IDs ' +
        'are recorded here, with their status. Record the new items’ IDs, and the next update brings their status across.',
      noneNew: 'Every selected item has a work item ID recorded: download the updates instead.',
      noneRecorded:
        'None of the selected items has a work item ID recorded yet: import them as new work items first, then record ' +
        'their IDs here.',
      azureProcess: 'Your project’s process',
      processOption: '{{process}} – work item type {{type}}',
      github: 'Download for GitHub (script)',
      githubHint:
        'A script for the GitHub CLI (gh): run bash {{file}} OWNER/REPO. It creates or updates the issues and closes ' +
        'those that are done or not applicable here.',
      file: {
        why: 'Why it matters',
        answer: 'Your answer',
        area: 'Area',
        priority: 'Priority',
        status: 'Status in the plan',
        note: 'Your note',
        report: 'Report',
        scriptTitle: 'The improvement plan from your architecture report, as GitHub issues.',
        scriptUsage: 'Usage: bash {{file}} OWNER/REPO (with the GitHub CLI, gh, signed in)',
      },
    },
    progress: {
      heading: 'Progress on your plan',
      intro: 'What your finished actions did, compared with your previous report ({{date}}).',
      introNoPrevious: 'Practices from your plan that this report shows at the strongest level.',
      up: 'Done: {{practice}} — score up from {{before}} to {{after}}',
      improved: 'Done: {{practice}} — answer improved; {{area}} score {{before}} → {{after}}',
      same: 'Done: {{practice}} — no change yet',
      down: 'Done: {{practice}} — answer weaker than before; {{area}} score {{before}} → {{after}}',
      areaScore: '{{area}} score, out of 100.',
      was: 'Before: {{answer}}',
      now: 'Now: {{answer}}',
      still: 'Your answer is still: {{answer}}',
      achieved: 'Achieved: {{practice}} — now at the strongest level',
    },
  },
  da: {
    plan: {
      statusLabel: 'Status i planen',
      status: {
        open: 'Ikke planlagt',
        planned: 'Planlagt',
        in_progress: 'I gang',
        done: 'Færdig',
        not_applicable: 'Ikke relevant',
        achieved: 'Opnået',
      },
      noteLabel: 'Statusnote',
      addNote: 'Tilføj en statusnote',
      editNote: 'Redigér statusnoten',
      noteHint: 'Højst {{max}} tegn; {{left}} tilbage.',
      noteTooLong: 'Statusnoten må højst være på {{max}} tegn.',
      saveNote: 'Gem statusnoten',
      noteSaved: 'Statusnoten er gemt.',
      saving: 'Gemmer...',
      summaryLabel: 'Din plan for denne rapport',
      counts_one: '{{count}} af {{total}} anbefalinger er færdig',
      counts_other: '{{count}} af {{total}} anbefalinger er færdige',
      countsWithNotApplicable_one: '{{count}} af {{total}} anbefalinger er færdig eller ikke relevant',
      countsWithNotApplicable_other: '{{count}} af {{total}} anbefalinger er færdige eller ikke relevante',
      loadFailed: 'Din plan kunne ikke indlæses, så status vises ikke. Prøv igen senere.',
      errors: {
        network:
          'Din ændring kunne ikke gemmes, fordi der ikke er forbindelse. Den er annulleret, så prøv igen.',
        signedOut: 'Din session er udløbet. Log ind igen for at ændre din plan.',
        invalid: 'Din ændring kunne ikke gemmes: noten må højst være på 500 tegn.',
        failed: 'Din ændring kunne ikke gemmes. Den er annulleret, så prøv igen senere.',
      },
    },
    export: {
      heading: 'Eksportér til dit opgavesystem',
      intro:
        'Hent planen som en fil, som Jira, Azure Boards eller GitHub kan importere: hvert punkt med anbefalingen, ' +
        'området, prioriteten, status, din note og et link til rapporten.',
      keysIntro:
        'Når punkterne er importeret, kan du skrive hvert punkts nøgle her. Næste eksport opdaterer så de punkter, også ' +
        'deres status, i stedet for at oprette nye.',
      itemsLegend: 'Punkter, der skal eksporteres',
      selectAll: 'Vælg alle',
      selectNone: 'Fravælg alle',
      selectedCount_one: '{{count}} af {{total}} punkter er valgt',
      selectedCount_other: '{{count}} af {{total}} punkter er valgt',
      itemMeta: '{{area}} · {{priority}} · {{status}}',
      keyLabel: 'Nøgle i opgavesystemet',
      keyHint:
        'En Jira-nøgle som OPS-12 eller nummeret på et arbejdselement i Azure Boards eller et issue på GitHub.',
      saveKey: 'Gem nøgle',
      keySaved: 'Nøglen er gemt.',
      keyCleared: 'Nøglen er fjernet.',
      keyErrors: {
        format: 'Skriv en Jira-nøgle som OPS-12 eller et nummer som 412.',
        taken:
          'Nøglen er allerede brugt til “{{practice}}”. Hvert punkt i opgavesystemet hører til ét punkt i planen.',
        takenElsewhere:
          'Nøglen er allerede brugt til et andet punkt i din plan. Hvert punkt i opgavesystemet hører til ét punkt i planen.',
        network: 'Nøglen kunne ikke gemmes, fordi der ikke er forbindelse. Prøv igen.',
        signedOut: 'Din session er udløbet. Log ind igen for at gemme nøgler.',
        invalid: 'Nøglen kunne ikke gemmes: den er hverken en Jira-nøgle eller et nummer.',
        failed: 'Nøglen kunne ikke gemmes. Prøv igen senere.',
      },
      downloadsLabel: 'Hent planen til et opgavesystem',
      noneSelected: 'Vælg mindst ét punkt at eksportere.',
      downloaded: '{{file}} er hentet.',
      jira: 'Hent til Jira (CSV)',
      jiraHint:
        'Til Jiras CSV-import. Punkter med en Jira-nøgle opdaterer de issues, når importen bruger kolonnen ' +
        'Issue Key (det gør administratorernes CSV-import).',
      azure: 'Hent nye punkter til Azure Boards (CSV)',
      azureUpdates: 'Hent opdateringer til Azure Boards (CSV)',
      azureHint:
        'To importer under Boards › Queries › Import work items, som Microsoft beskriver dem: de nye arbejdselementer ' +
        'uden ID og tilstand (Azure opretter dem i deres første tilstand) og opdateringerne af de punkter, hvis ID er ' +
        'skrevet her, med deres status. Skriv de nye punkters ID her, så får den næste opdatering deres status med.',
      noneNew: 'Alle de valgte punkter har et ID på et arbejdselement: hent opdateringerne i stedet.',
      noneRecorded:
        'Ingen af de valgte punkter har et ID på et arbejdselement endnu: importér dem først som nye ' +
        'arbejdselementer, og skriv så deres ID her.',
      azureProcess: 'Dit projekts proces',
      processOption: '{{process}} – arbejdselementtypen {{type}}',
      github: 'Hent til GitHub (script)',
      githubHint:
        'Et script til GitHubs kommandolinjeværktøj (gh): kør bash {{file}} EJER/REPO. Det opretter eller opdaterer ' +
        'dine issues og lukker dem, der er færdige eller ikke relevante her.',
      file: {
        why: 'Hvorfor det betyder noget',
        answer: 'Dit svar',
        area: 'Område',
        priority: 'Prioritet',
        status: 'Status i planen',
        note: 'Din note',
        report: 'Rapport',
        scriptTitle: 'Forbedringsplanen fra din arkitekturrapport som issues på GitHub.',
        scriptUsage: 'Brug: bash {{file}} EJER/REPO (med GitHubs kommandolinjeværktøj, gh, logget ind)',
      },
    },
    progress: {
      heading: 'Fremskridt i din plan',
      intro: 'Det har dine færdige tiltag flyttet siden din forrige rapport ({{date}}).',
      introNoPrevious: 'Praksis fra din plan, som denne rapport viser på det stærkeste niveau.',
      up: 'Færdig: {{practice}} – scoren steg fra {{before}} til {{after}}',
      improved: 'Færdig: {{practice}} – svaret er forbedret; score for {{area}} {{before}} → {{after}}',
      same: 'Færdig: {{practice}} – ingen ændring endnu',
      down: 'Færdig: {{practice}} – svaret er svagere end før; score for {{area}} {{before}} → {{after}}',
      areaScore: 'Score for {{area}}, ud af 100.',
      was: 'Før: {{answer}}',
      now: 'Nu: {{answer}}',
      still: 'Dit svar er stadig: {{answer}}',
      achieved: 'Opnået: {{practice}} – nu på det stærkeste niveau',
    },
  },
});
