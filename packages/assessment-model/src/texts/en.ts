// English texts: questions and options (each option a situation a leader recognises), recommendations
// per question and current answer, bands, insights and what each tool fixes.
import type { AssessmentTexts } from './types.ts';

/** "Security", "Security and Scalability", "Architecture, Security and Scalability". */
const names = (list: string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(list);
/** The score of one area, or of several that share it. */
const scoreOf = (list: string[], score: number) => (list.length > 1 ? `${score} each` : `${score}`);

export const en: AssessmentTexts = {
  categories: {
    architecture: {
      name: 'Architecture',
      description:
        'How your system is structured: its boundaries, its dependencies and how easily it can change.',
    },
    deployment: {
      name: 'Deployment',
      description: 'How often and how safely you release, and how quickly you can undo a bad release.',
    },
    security: {
      name: 'Security',
      description: 'How you protect access and data, stay compliant and spot weaknesses before others do.',
    },
    scalability: {
      name: 'Scalability',
      description: 'How your system copes with growth, traffic peaks and failures, and how reliable it is.',
    },
  },

  questions: {
    arch_1: {
      topic: 'Making changes',
      question: 'When the business asks for a new feature or a change, how does the team react?',
      why: 'How easily the system takes a change decides how fast the business can act on a new idea, and what each change costs.',
      options: {
        panic: 'With worry – nobody is sure what a change will break, so even small requests feel risky.',
        tricky: 'It can be done, but it is tricky: most changes touch many parts of the system.',
        easy: 'Usually without fuss: most changes stay within one clearly defined part of the system.',
        efficient: 'Confidently – the structure makes most changes quick, predictable and easy to estimate.',
      },
      recommendations: {
        panic: {
          why: 'When every change feels dangerous, new ideas wait, estimates are guesses and the business slows down.',
          action:
            'Map the main parts of the system and what depends on what, and start putting automated tests around the parts that change most often.',
        },
        tricky: {
          why: 'Changes that touch many places cost more, take longer and break things more often.',
          action:
            'Pick the area that changes most and give it a clear boundary and its own tests, so future changes stay inside it.',
        },
        easy: {
          why: 'You are in good shape; the remaining friction is usually in a few tangled areas.',
          action:
            'Track which changes took longer than expected and clean up those spots as part of normal work.',
        },
      },
    },
    arch_2: {
      topic: 'Side effects of changes',
      question: 'How often does a change in one part of the system break something in another part?',
      why: 'Breakages far from the change point to hidden dependencies; they cost customer trust and pull the team away from new work.',
      options: {
        always: 'Almost always – we expect surprises after every release.',
        often: 'Often – a few times a month something unrelated breaks.',
        sometimes: 'Sometimes – it happens, but it is the exception.',
        rarely: 'Rarely – parts are well separated and tests catch problems before release.',
      },
      recommendations: {
        always: {
          why: 'Constant surprises erode customer trust and tie the team up in firefighting instead of new work.',
          action:
            'Add automated tests for the most important customer journeys and run them before every release.',
        },
        often: {
          why: 'Frequent side effects show that parts of the system depend on each other in hidden ways.',
          action:
            'Agree on clear interfaces between the parts that break each other, and test those interfaces automatically (contract tests).',
        },
        sometimes: {
          why: 'Occasional breakages are normal, but each one costs time and goodwill.',
          action:
            'Review the last few incidents, find the hidden dependency behind each, and add a test that would have caught it.',
        },
      },
    },
    arch_3: {
      topic: 'Finding the cause of problems',
      question: 'When something goes wrong in production, how long does it take to find the cause?',
      why: 'Finding the cause is most of the time customers are affected by a fault; good logs, metrics and traces make it shorter.',
      options: {
        days: 'Days – we search through logs and ask around.',
        hours: 'Hours – we find it, but it takes a focused effort.',
        minutes: 'Minutes – our logs, metrics and traces point us straight to it.',
        rare: 'Serious problems are rare, and when they happen we see the cause almost at once.',
      },
      recommendations: {
        days: {
          why: 'Every hour of searching is an hour of unhappy customers and a team that cannot work on anything else.',
          action:
            'Collect logs from all parts of the system in one searchable place and add basic error tracking.',
        },
        hours: {
          why: 'Long investigations mean long outages, even when the fix itself is small.',
          action:
            'Add request tracing across services and dashboards for the key flows, so the failing part is visible at a glance.',
        },
        minutes: {
          why: 'Fast diagnosis is a strong position; the next step is preventing repeats.',
          action:
            'Hold short, blame-free reviews after incidents and turn their findings into alerts or tests.',
        },
      },
    },
    arch_4: {
      topic: 'Connecting to other systems',
      question:
        'How easy is it to connect your system to other systems – partners, new tools or data platforms?',
      why: 'Partners, new tools and data platforms all need to connect; a system that is hard to connect to slows down deals and new initiatives.',
      options: {
        avoid: 'We avoid it – integrations are too risky or too expensive.',
        hard: 'Possible, but every integration is a project of its own.',
        api: 'We have APIs others can use, with some help from our developers.',
        easy: 'Easy – documented, stable APIs; a new connection takes days, not months.',
      },
      recommendations: {
        avoid: {
          why: 'A system that cannot connect limits partnerships, automation and the data the business can use.',
          action:
            'Identify the one or two integrations the business wants most and build a small, well-defined API for them.',
        },
        hard: {
          why: 'One-off integrations are costly to build and even more costly to keep running.',
          action:
            'Describe your APIs with a standard format (OpenAPI) and reuse the same patterns for every new integration.',
        },
        api: {
          why: 'APIs that need developer help slow partners down and take your team away from other work.',
          action:
            'Publish API documentation with examples, version your APIs and test them against the consumers that use them.',
        },
      },
    },
    arch_5: {
      topic: 'Documentation and shared knowledge',
      question: 'How well is the design of your system documented?',
      why: 'When the design lives only in a few heads, every absence or departure is a risk, and new people take longer to become productive.',
      options: {
        developer: 'It lives in the heads of one or two developers.',
        some: 'Some parts are written down, but it is often out of date.',
        mostly: 'Mostly documented and reasonably up to date.',
        full: 'Fully documented and kept current as part of the work – a newcomer can find their way alone.',
      },
      recommendations: {
        developer: {
          why: 'If the knowledge walks out of the door with one person, the business is exposed.',
          action:
            'Have the key people draw the main parts and their connections on one page, and store it where everyone can find it.',
        },
        some: {
          why: 'Outdated documentation misleads people and is quickly ignored.',
          action:
            'Keep architecture diagrams as code next to the software, and update them in the same change as the system.',
        },
        mostly: {
          why: 'Good documentation pays off most when it is complete and easy to find.',
          action:
            'Create a single catalogue of systems, owners and documentation, and record important decisions with their reasons.',
        },
      },
    },

    deploy_1: {
      topic: 'Release frequency',
      question: 'How often do you release new versions to your customers?',
      why: 'Frequent, small releases bring value to customers sooner and are less risky than large, rare ones.',
      options: {
        rarely: 'Rarely – a few times a year, in big, planned releases.',
        sometimes: 'About once a month.',
        frequent: 'Frequently – every week or more often.',
        continuous: 'Continuously – many times a day, whenever a change is ready.',
      },
      recommendations: {
        rarely: {
          why: 'Big, rare releases are risky, and customers wait months for improvements.',
          action:
            'Automate the build and test steps so a release no longer needs a special effort, and aim for one release a month.',
        },
        sometimes: {
          why: 'Monthly releases bundle many changes, which makes each release harder to test and to undo.',
          action: 'Release smaller batches more often: automate the remaining manual steps of your release.',
        },
        frequent: {
          why: 'Weekly releases are good; continuous delivery makes each release smaller and even safer.',
          action:
            'Make every change that passes the automated checks releasable, and hide unfinished work behind feature flags.',
        },
      },
    },
    deploy_2: {
      topic: 'Recovering from a bad release',
      question: 'When a release goes wrong, how do you get back to a working version?',
      why: 'Any release can go wrong; how quickly you get back to a working version decides how long customers feel it.',
      options: {
        manual_fix: 'We fix it by hand in production, under pressure.',
        undo_difficult: 'We can undo it, but it is difficult and slow.',
        rollback_process: 'We have a practised rollback procedure that takes minutes.',
        instant_switch: 'We switch back to the previous version instantly, often automatically.',
      },
      recommendations: {
        manual_fix: {
          why: 'Fixing in production under pressure causes long outages and new mistakes.',
          action:
            'Keep the previous version ready to redeploy, and write down and practise the steps to go back.',
        },
        undo_difficult: {
          why: 'A slow undo turns a small mistake into a long outage.',
          action:
            'Automate the rollback in your deployment tool, and make database changes backwards compatible so the old version still works.',
        },
        rollback_process: {
          why: 'A rollback procedure is good; an instant switch removes the remaining minutes of impact.',
          action:
            'Run the old and new versions side by side (blue-green or canary) and switch traffic back automatically when health checks fail.',
        },
      },
    },
    deploy_3: {
      topic: 'Detecting problems after a release',
      question: 'How do you find out that something is wrong after a release?',
      why: 'Problems you find yourselves, before customers report them, are cheaper to fix and do less harm to trust.',
      options: {
        wait_customers: 'Our customers tell us.',
        manual_checks: 'Someone checks the system by hand after each release.',
        automated_alerts: 'Automated alerts notify us when errors or slowdowns occur.',
        proactive_monitoring: 'Monitoring spots early warning signs, and we act before customers notice.',
      },
      recommendations: {
        wait_customers: {
          why: 'When customers are your alarm system, every problem has already hurt your reputation.',
          action:
            'Add error tracking and simple uptime checks that alert the team, starting with the most important pages and services.',
        },
        manual_checks: {
          why: 'Manual checks are slow, easy to skip and miss problems that appear later.',
          action:
            'Turn the manual checklist into automated checks and alerts on error rates and response times.',
        },
        automated_alerts: {
          why: 'Alerts catch problems once they happen; trends let you act before they do.',
          action:
            'Define service level objectives for key flows and alert on trends (rising errors, growing latency), not only hard failures.',
        },
      },
    },
    deploy_4: {
      topic: 'Time from finished change to production',
      question: 'Once a change is finished, how long does it take until it is live in production?',
      why: 'Finished work that waits to go live earns nothing, and long waits make releases bigger and riskier.',
      options: {
        weeks: 'Weeks – it waits for the next release window and several approvals.',
        days: 'Days – there are manual steps and hand-overs on the way.',
        less_day: 'Less than a day.',
        minutes: 'Minutes – an automated pipeline tests and releases it.',
      },
      recommendations: {
        weeks: {
          why: 'Finished work that waits weeks earns nothing and grows riskier the longer it waits.',
          action:
            'Map every step from "done" to "live", and remove or automate the waits and hand-overs that add the most time.',
        },
        days: {
          why: 'Manual steps and hand-overs add days and mistakes.',
          action:
            'Build a pipeline that tests and deploys automatically, and describe your servers and settings as code.',
        },
        less_day: {
          why: 'Same-day delivery is good; minutes make fixes and experiments cheap.',
          action:
            'Remove the last manual approvals by replacing them with automated checks and gradual rollouts.',
        },
      },
    },
    deploy_5: {
      topic: 'Testing releases before everyone gets them',
      question: 'How do you test a new release before all users get it?',
      why: 'Trying a release on a small group first limits the damage when something slips through testing.',
      options: {
        release_direct: "We don't – it goes straight to everyone.",
        manual_testing: 'We test it by hand before the release.',
        small_group: 'We release to a small group of users first.',
        controlled_testing:
          'Automated tests, then a controlled rollout that stops by itself if problems appear.',
      },
      recommendations: {
        release_direct: {
          why: 'Untested releases put every customer at risk with every change.',
          action:
            'Introduce a test environment and automated tests for the key customer journeys before anything is released.',
        },
        manual_testing: {
          why: 'Manual testing is slow and cannot cover everything, so releases get bigger and riskier.',
          action:
            'Automate the most repeated manual tests, and use feature flags to turn new features on for a few users first.',
        },
        small_group: {
          why: 'A small first group limits the damage, but it still depends on people noticing problems.',
          action:
            'Tie the rollout to monitoring so it widens step by step and stops automatically when error rates rise.',
        },
      },
    },

    sec_1: {
      topic: 'Sign-in security',
      question: 'How do employees sign in to your business systems?',
      why: 'Stolen or guessed passwords are one of the most common ways in for attackers; a second factor stops most of them.',
      options: {
        simple_password: 'With a username and password only.',
        social_login: 'With a shared account such as Google or Microsoft, without extra checks.',
        two_factor: 'Two-factor authentication (e.g. a code on the phone) is required.',
        strict_security:
          'Single sign-on with strong multi-factor authentication, and everyone gets only the access their role needs.',
      },
      recommendations: {
        simple_password: {
          why: 'Stolen or guessed passwords are the most common way attackers get in.',
          action:
            'Turn on two-factor authentication for all employees, starting with administrators and email.',
        },
        social_login: {
          why: 'A shared account without a second factor is still only as strong as one password.',
          action:
            'Require multi-factor authentication on the shared accounts and connect your systems to one central sign-in.',
        },
        two_factor: {
          why: 'Two-factor sign-in blocks most attacks; broad access rights are the remaining risk.',
          action: 'Move all systems to single sign-on and give each role only the access it needs.',
        },
      },
    },
    sec_2: {
      topic: 'Managing access rights',
      question: 'What happens to access rights when someone changes role or leaves the company?',
      why: 'Access that outlives a role or an employment is an open door, and auditors and regulators ask about it.',
      options: {
        no_process: 'There is no fixed process – access often stays in place.',
        manual_removal: 'Someone removes access by hand, when they remember.',
        approval_required: 'Access is granted on approval and removed using a checklist.',
        auto_removal: 'Access follows the HR system and is removed automatically.',
      },
      recommendations: {
        no_process: {
          why: 'Forgotten accounts of former employees are an open door for misuse and data leaks.',
          action:
            'List all systems and who has access today, remove what is no longer needed, and create a leaver checklist.',
        },
        manual_removal: {
          why: 'Manual removal depends on memory, so some access is always left behind.',
          action:
            'Connect systems to one central sign-in, so switching off one account removes access everywhere.',
        },
        approval_required: {
          why: 'Checklists work, but they are slow and still leave room for mistakes.',
          action:
            'Link accounts to the HR system so access changes automatically with roles, and review access rights every quarter.',
        },
      },
    },
    sec_3: {
      topic: 'Finding security weaknesses',
      question: 'How do you discover security weaknesses in your software and the components it uses?',
      why: 'Most software is built from third-party components; weaknesses in them are published every day, and attackers read those lists too.',
      options: {
        wait_break: 'We find out when something breaks or is attacked.',
        manual_check: 'We check by hand now and then.',
        alert_system: 'We get alerts about known weaknesses in the components we use.',
        auto_detect:
          'Automated scanning on every change stops known weaknesses before they reach production.',
      },
      recommendations: {
        wait_break: {
          why: 'Most attacks use weaknesses that were publicly known for months.',
          action:
            'Turn on automated alerts for vulnerable components and agree on who fixes critical findings, and how fast.',
        },
        manual_check: {
          why: 'New weaknesses are published every day; occasional checks leave long gaps.',
          action:
            'Scan dependencies and code automatically every day, with alerts to the team that owns the system.',
        },
        alert_system: {
          why: 'Alerts help, but weaknesses can still be released before someone acts.',
          action:
            'Add security scans to the build pipeline so a change with a critical weakness cannot be released, and test the running application regularly.',
        },
      },
    },
    sec_4: {
      topic: 'Protecting sensitive data',
      question: 'How is sensitive data – customer, financial or personal data – protected?',
      why: 'A leak of customer, financial or personal data costs fines, customers and reputation; encryption limits what a breach exposes.',
      options: {
        no_protection: 'No particular protection beyond passwords on the systems.',
        encrypt_transfer: 'It is encrypted when sent (HTTPS), but not when stored.',
        encrypt_storage: 'It is encrypted both when sent and when stored.',
        full_encryption:
          'Encrypted everywhere, with keys kept in a dedicated system, rotated regularly and every access logged.',
      },
      recommendations: {
        no_protection: {
          why: 'Unprotected data can be read by anyone who gets in, with legal and reputational consequences.',
          action: 'Use HTTPS everywhere and turn on encryption for databases, backups and file storage.',
        },
        encrypt_transfer: {
          why: 'Stored data is exposed if a disk, backup or database copy ends up in the wrong hands.',
          action: 'Turn on encryption at rest for databases, file storage and backups.',
        },
        encrypt_storage: {
          why: 'Encryption is only as strong as the handling of its keys and secrets.',
          action:
            'Move keys and passwords into a secrets manager, rotate them regularly and log who accesses sensitive data.',
        },
      },
    },
    sec_5: {
      topic: 'Compliance',
      question:
        'How do you make sure you meet security and privacy requirements such as GDPR, NIS2 or ISO 27001?',
      why: 'Rules such as GDPR and NIS2 carry fines and make management personally accountable, and customers increasingly ask for proof.',
      options: {
        assume_compliant: 'We assume we are compliant.',
        best_practices: 'We follow common good practice, but do not check it.',
        regular_review: 'We review ourselves regularly against the requirements.',
        strict_audit: 'Independent audits and continuous automated checks, with documented evidence.',
      },
      recommendations: {
        assume_compliant: {
          why: 'Assumptions do not hold up with customers, auditors or authorities, and fines and lost deals follow.',
          action: 'Find out which requirements apply to you, appoint an owner, and do a first gap analysis.',
        },
        best_practices: {
          why: 'Without checks, you cannot show customers or auditors that good practice is actually followed.',
          action:
            'Write down your key security rules and check them on a fixed schedule, keeping the results as evidence.',
        },
        regular_review: {
          why: 'Periodic reviews leave gaps between them, and evidence is collected by hand.',
          action:
            'Express the most important rules as automated policy checks, and plan an independent audit.',
        },
      },
    },

    scal_1: {
      topic: 'Handling growth in users',
      question: 'What happens when the number of users suddenly grows a lot?',
      why: 'Growth should be good news; a system that cannot keep up turns a successful campaign or a big new customer into an outage.',
      options: {
        crashes: 'The system slows down badly or stops working.',
        struggles_manual: 'It struggles until someone adds capacity by hand.',
        auto_adjust: 'Capacity adjusts automatically.',
        seamless:
          "Users notice nothing – it scales automatically and has been tested well beyond today's peak.",
      },
      recommendations: {
        crashes: {
          why: 'Crashes come exactly when success arrives – a campaign, a mention, a big customer.',
          action:
            'Find the bottleneck with a load test, and make the system able to run on more than one server.',
        },
        struggles_manual: {
          why: 'Manual scaling is slow, and it needs someone awake and available at the right moment.',
          action: 'Set up automatic scaling based on load, with sensible minimum and maximum limits.',
        },
        auto_adjust: {
          why: 'Automatic scaling is good; untested limits can still surprise you.',
          action:
            'Load test well beyond your current peak to find the next bottleneck, such as the database.',
        },
      },
    },
    scal_2: {
      topic: 'Preparing for peaks',
      question: 'How do you prepare for known peaks such as campaigns, seasonal traffic or launches?',
      why: 'Known peaks are when most customers are watching; failing then costs sales and reputation at the worst possible moment.',
      options: {
        hope_for_best: 'We hope for the best.',
        manual_preparation: 'We add servers by hand beforehand.',
        auto_scaling: 'Automatic scaling takes care of it.',
        tested_strategy: 'We follow a tested plan: load tests before the peak, plus automatic scaling.',
      },
      recommendations: {
        hope_for_best: {
          why: 'Peaks are when the most revenue and attention are at stake.',
          action:
            'Before the next peak, estimate the expected traffic, run a load test and plan the extra capacity.',
        },
        manual_preparation: {
          why: 'Manual preparation relies on good guesses and is easily forgotten or too late.',
          action:
            'Automate scaling and make the preparation a repeatable checklist that includes a load test.',
        },
        auto_scaling: {
          why: 'Automatic scaling helps, but only a test shows that it keeps up with a real peak.',
          action:
            'Run a load test that mimics the expected peak ahead of every big event, and fix what it reveals.',
        },
      },
    },
    scal_3: {
      topic: 'Surviving failures',
      question: 'What happens if a server, or a whole data centre, fails?',
      why: 'Servers and data centres do fail; what matters is whether customers notice and how long it takes to recover.',
      options: {
        full_outage: 'Everything stops until it is fixed.',
        backup_slow: 'We can restore from backups, but it takes hours or days.',
        auto_failover: 'Another server or location takes over automatically.',
        global_resilience: 'We run in several regions; losing one is invisible to users.',
      },
      recommendations: {
        full_outage: {
          why: 'A single point of failure means one broken machine can stop the whole business.',
          action: 'Take regular, tested backups and run the critical parts on at least two servers.',
        },
        backup_slow: {
          why: 'Hours or days of restoring is a long time for customers to wait.',
          action:
            'Describe your infrastructure as code so it can be rebuilt quickly, and practise a full restore against a target time.',
        },
        auto_failover: {
          why: 'Automatic failover is strong; a regional outage can still take everything down.',
          action:
            'Decide whether your most critical services need to run in more than one region, and test failover regularly.',
        },
      },
    },
    scal_4: {
      topic: 'Load and failure testing',
      question: 'How do you test how the system behaves under heavy load or when parts of it fail?',
      why: "Testing under heavy load and failures finds the weak spots on your schedule instead of your customers'.",
      options: {
        no_testing: "We don't test it.",
        occasional_testing: 'Occasionally, before big events.',
        regular_testing: 'Regularly, as part of development.',
        extreme_simulation:
          'We regularly simulate extreme load and failures, even in production (chaos engineering).',
      },
      recommendations: {
        no_testing: {
          why: 'Without testing, your real users find the limits – at the worst possible moment.',
          action:
            'Write a simple load test for your most important user journey and run it before the next release.',
        },
        occasional_testing: {
          why: 'Occasional tests get out of date as the system changes.',
          action:
            'Run load tests automatically on a schedule or in the pipeline, and compare the results over time.',
        },
        regular_testing: {
          why: 'Load tests show capacity; failure experiments show whether the system really recovers.',
          action:
            'Start small, controlled failure experiments, such as stopping one server, and learn from the results.',
        },
      },
    },
    scal_5: {
      topic: 'Reliability',
      question: 'How reliable has your system been over the past year?',
      why: "Downtime costs revenue and trust directly, and the past year's record is the best guide to the next.",
      options: {
        frequent_outages: 'Outages are frequent – several times a month.',
        occasional_issues: 'Occasional problems – a few noticeable outages a year.',
        high_uptime: 'High uptime – about 99.9%, or less than nine hours of downtime a year.',
        near_perfect: 'Near-perfect – 99.99% or better, measured against agreed targets.',
      },
      recommendations: {
        frequent_outages: {
          why: 'Frequent outages cost revenue and trust, and wear out the team.',
          action: 'Measure uptime, record every outage and its cause, and fix the top three causes first.',
        },
        occasional_issues: {
          why: 'Even a few outages a year are noticed by customers and can break service agreements.',
          action:
            'Agree on reliability targets for key services, monitor them, and act when they are at risk.',
        },
        high_uptime: {
          why: '99.9% is solid; going further is about removing the last single points of failure.',
          action:
            'Track an error budget against your target, and spend improvement effort where the budget is used.',
        },
      },
    },
  },

  bands: {
    foundational: {
      label: 'Foundational',
      description:
        'The basics are not yet in place. Start with the recommendations at the top of the list: they remove the biggest risks fastest.',
    },
    developing: {
      label: 'Developing',
      description:
        'Some good practices are in place, but they are not consistent yet. Focus on making them routine.',
    },
    established: {
      label: 'Established',
      description: 'Solid, repeatable practices. The next gains come from automation and measuring results.',
    },
    advanced: {
      label: 'Advanced',
      description: 'Mature practices that support the business well. Keep them sharp and share what works.',
    },
  },

  priorities: { high: 'High priority', medium: 'Medium priority', low: 'Low priority' },

  insights: {
    categoryTitle: ({ category }) => `${category} at a glance`,
    categorySummary: ({ category, score, band }) => `${category} scores ${score} out of 100: ${band}.`,
    strongest: ({ topic, answer }) => `Strongest practice: ${topic} – "${answer}"`,
    weakest: ({ topic, answer }) => `Most room for improvement: ${topic} – "${answer}"`,
    even: ({ answer }) => `All five practices are at the same level, for example "${answer}"`,
    crossTitle: 'Across the four areas',
    crossGap: ({ best, bestScore, worst, worstScore, gap }) =>
      `${names(best)} (${scoreOf(best, bestScore)}) ${best.length > 1 ? 'are' : 'is'} ${gap} points ahead of ${names(worst)} (${scoreOf(worst, worstScore)}). A weak area limits the strong ones, so the quickest overall gain is in ${names(worst)}.`,
    crossBalanced: ({ best, bestScore, worst, worstScore, gap }) =>
      gap === 0
        ? `All four areas score ${bestScore}: maturity is even, so improvement can start wherever the business gains most.`
        : `The areas are fairly even: ${names(best)} (${scoreOf(best, bestScore)}) ${best.length > 1 ? 'are' : 'is'} only ${gap} points ahead of ${names(worst)} (${scoreOf(worst, worstScore)}). Improve them together rather than one at a time.`,
  },

  summary: {
    title: 'Executive summary',
    headline: ({ score, band }) => `Your overall score is ${score} out of 100: ${band}.`,
    areas: ({ strongest, strongestScore, weakest, weakestScore }) =>
      `${names(strongest)} ${strongest.length > 1 ? 'are your strongest areas' : 'is your strongest area'} (${scoreOf(strongest, strongestScore)}); ` +
      `${names(weakest)} ${weakest.length > 1 ? 'need' : 'needs'} the most attention (${scoreOf(weakest, weakestScore)}).`,
    evenAreas: ({ score }) => `Every area scores ${score}.`,
    thirdPerson: {
      headline: ({ score, band }) => `The overall score is ${score} out of 100: ${band}.`,
      areas: ({ strongest, strongestScore, weakest, weakestScore }) =>
        `${names(strongest)} ${strongest.length > 1 ? 'are the strongest areas' : 'is the strongest area'} (${scoreOf(strongest, strongestScore)}); ` +
        `${names(weakest)} ${weakest.length > 1 ? 'need' : 'needs'} the most attention (${scoreOf(weakest, weakestScore)}).`,
      noRisks: 'No high or medium risks: the system is in good shape. Any advice left is low priority.',
    },
    risksTitle: 'Biggest risks',
    actionsTitle: 'Next actions',
    noRisks: 'No high or medium risks: you are in good shape. Any advice left is low priority.',
    noActions:
      'Keep every practice at its current level, and check again when the team or the system changes.',
  },

  tools: {
    github_actions: { fixes: 'Automates building, testing and releasing software on every change.' },
    argo_cd: {
      fixes:
        'Deploys to Kubernetes from a Git repository, with one-click or automatic rollback to an earlier version.',
    },
    launchdarkly: {
      fixes:
        'Feature flags: release features to a few users first and switch them off instantly without a new release.',
    },
    unleash: { fixes: 'Open-source feature flags for gradual rollouts and instant kill switches.' },
    prometheus: {
      fixes: 'Collects metrics and raises alerts when error rates, latency or load go beyond agreed limits.',
    },
    grafana: { fixes: 'Dashboards and alerts that show the health of your systems in one place.' },
    sentry: {
      fixes:
        'Tracks errors in applications and tells the team immediately, with the details needed to fix them.',
    },
    opentelemetry: {
      fixes:
        'An open standard for traces, metrics and logs, showing how a request travels through your services.',
    },
    terraform: {
      fixes:
        'Describes servers, networks and settings as code, so environments can be rebuilt quickly and consistently.',
    },
    kubernetes_hpa: { fixes: 'Adds and removes application instances automatically as the load changes.' },
    k6: {
      fixes:
        'Load testing written as code: find out how much traffic your system can handle before your users do.',
    },
    gremlin: {
      fixes: 'Controlled failure experiments (chaos engineering) to prove that systems recover as intended.',
    },
    chaos_mesh: {
      fixes: 'Open-source chaos engineering for Kubernetes: simulate failing servers, networks and disks.',
    },
    vault: { fixes: 'Stores and rotates secrets and encryption keys centrally, and logs every access.' },
    snyk: { fixes: 'Finds known weaknesses in your code and the components it uses, and suggests fixes.' },
    dependabot: { fixes: 'Alerts about vulnerable dependencies and opens updates for them automatically.' },
    owasp_zap: {
      fixes:
        'Free security testing of running web applications, to find common weaknesses before attackers do.',
    },
    keycloak: {
      fixes:
        'Open-source single sign-on with multi-factor authentication and central user and role management.',
    },
    auth0: { fixes: 'Hosted sign-in with multi-factor authentication, single sign-on and user management.' },
    backstage: {
      fixes: 'A developer portal: one catalogue of all systems, their owners and their documentation.',
    },
    pact: {
      fixes: 'Contract tests that catch breaking changes between services and APIs before they are released.',
    },
    structurizr: {
      fixes: 'Architecture diagrams as code (the C4 model), so documentation stays current with the system.',
    },
    sonarqube: { fixes: 'Measures code quality and complexity, and shows where changes are risky.' },
    openapi: {
      fixes:
        'A standard way to describe APIs, so partners can integrate from documentation and generated code.',
    },
    velero: {
      fixes: 'Backs up and restores Kubernetes workloads and their data, for fast recovery after a failure.',
    },
    open_policy_agent: {
      fixes: 'Turns security and compliance rules into code that is checked automatically.',
    },
    playwright: {
      fixes: 'Automated end-to-end tests of the user journeys that matter most, in real browsers.',
    },
  },
};
