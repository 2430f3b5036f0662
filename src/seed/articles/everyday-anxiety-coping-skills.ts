import { bold, doc, h2, h3, ol, p, quote, ul } from '../lexical'
import type { ArticleSeed, SeedRefs } from '../types'
import { authorBio, checklist, faq, productCard, promotionSlot, relatedTiles, stats } from './widgets'

export function everydayAnxietyArticle(refs: SeedRefs): ArticleSeed {
  return {
    title: 'Everyday anxiety: coping skills that help',
    slug: 'everyday-anxiety-coping-skills',
    section: 'mental-health',
    template: 'article',
    keywords: ['anxiety', 'coping skills', 'worry', 'stress', 'cognitive behavioral therapy'],
    summary:
      'Anxiety is a normal response to stress, but it can take over. These evidence-based skills, many drawn from cognitive behavioral therapy, can help with everyday worry, and here is how to tell when it is time to get support.',
    heroImage: refs.heroes['everyday-anxiety-coping-skills'],
    categories: [refs.categories.stressAndAnxiety, refs.categories.sleep],
    authors: [refs.authors.priyaNatarajan],
    medicalReviewer: refs.authors.mayaOkafor,
    sponsored: false,
    // A mental-health page: house ads only, no advertiser or advertising partner beside it.
    advertising: { sensitive: true },
    publishedDate: '2026-04-08T11:00:00.000Z',
    updatedDate: '2026-08-27T16:20:00.000Z',
    _status: 'published',
    body: doc(
      p(
        'Anxiety is the body\u2019s alarm system. When you face a threat, real or imagined, stress hormones speed up your heart and breathing, tense your muscles and sharpen your attention. That response evolved to keep us safe, and in small doses it helps you prepare for an exam or react quickly on the road.',
      ),
      p(
        'Problems start when the alarm goes off too often, too strongly or for too long. You may find yourself worrying about many things at once, struggling to switch off at night, or avoiding situations that make you anxious. The skills below can help with everyday anxiety. They are not a replacement for professional care when anxiety is severe or persistent.',
      ),
      stats('Anxiety is common', [
        {
          number: 19,
          suffix: '%',
          text: 'of US adults are estimated to have had an anxiety disorder in the past year, according to the National Institute of Mental Health',
        },
        {
          number: 31,
          suffix: '%',
          text: 'of US adults experience an anxiety disorder at some point in their lives, NIMH estimates suggest',
        },
      ]),
      h2('What anxiety feels like'),
      p('Anxiety affects the body, your thoughts and what you do. Common signs include:'),
      ul(
        [
          bold('Body:'),
          ' racing heart, fast breathing, a tight chest, an upset stomach, muscle tension, restlessness.',
        ],
        [bold('Thoughts:'), ' constant "what if" worries, expecting the worst, trouble concentrating.'],
        [bold('Behavior:'), ' avoiding situations, seeking reassurance, putting things off, poor sleep.'],
      ),
      p(
        'Some of these symptoms overlap with physical conditions, such as an overactive thyroid or heart rhythm problems, and with the effects of some medicines and stimulants. If your symptoms are new or unexplained, see a clinician to rule these out.',
      ),
      h2('Skills to calm the body'),
      h3('Slow breathing'),
      p(
        'Slowing your breathing, especially making the out-breath longer than the in-breath, engages the part of the nervous system that settles the body. Try breathing in through your nose for a count of four and out through your mouth for a count of six, for a few minutes. It works best when you practice daily, not only in a crisis.',
      ),
      checklist(
        'A two-minute breathing reset',
        [
          'Sit or stand comfortably and <strong>drop your shoulders</strong>.',
          'Breathe in gently through your nose for a count of <strong>four</strong>.',
          'Breathe out slowly through your mouth for a count of <strong>six</strong>.',
          'Repeat for <strong>ten breaths</strong>, letting your belly rise and fall.',
          'Notice how your body feels now, <em>without judging it</em>.',
        ],
        { revealInSequence: true },
      ),
      h3('Grounding'),
      p(
        'When worry spirals, grounding brings your attention back to the present. One popular exercise is to name five things you can see, four you can hear, three you can touch, two you can smell and one you can taste. Research on this specific exercise is limited, but it carries little risk and many people find it interrupts rumination.',
      ),
      h3('Moving your body'),
      p(
        'Regular physical activity reduces anxiety symptoms in many studies. A brisk walk, a bike ride or a dance class all count, and even a ten-minute walk can take the edge off acute tension.',
      ),
      promotionSlot('articlePlacement', 'newsletter'),
      h2('Skills to manage worried thoughts'),
      p(
        'Cognitive behavioral therapy (CBT) is one of the best-studied treatments for anxiety, and several of its techniques can be practiced on your own:',
      ),
      ol(
        [
          bold('Notice and name it.'),
          ' Labeling the feeling ("this is anxiety") creates a little distance from it.',
        ],
        [
          bold('Check the thought.'),
          ' Ask what the evidence is, what you would tell a friend, and what is most likely to happen rather than the worst.',
        ],
        [
          bold('Schedule worry time.'),
          ' Set aside 15 minutes a day to write worries down. When a worry pops up at other times, note it and save it for later.',
        ],
        [
          bold('Face fears gradually.'),
          ' Avoidance brings relief in the moment but strengthens anxiety over time. Take small, planned steps toward the situations you avoid.',
        ],
      ),
      p('Some people find it helps to have a coping statement ready for anxious moments, such as:'),
      quote('This feeling is uncomfortable, but it is not dangerous, and it will pass.'),
      p(
        'Writing things down makes these skills easier to practice. A notebook, a notes app or a structured workbook all work; choose whatever you will actually use.',
      ),
      productCard(refs.products.worryJournal),
      h2('Daily habits that lower the baseline'),
      ul(
        'Keep regular sleep and wake times; poor sleep and anxiety feed each other.',
        'Cut back on caffeine, which can trigger or worsen anxiety symptoms.',
        'Be careful with alcohol: it may relax you briefly, but anxiety often rebounds as it wears off.',
        'Stay connected and talk to people you trust about how you feel.',
      ),
      promotionSlot('articlePlacement2', 'banner'),
      h2('When to get help'),
      p(
        'Talk to a clinician if anxiety lasts for weeks, causes significant distress, or makes it hard to work, study, look after yourself or spend time with others. Panic attacks, avoidance that is shrinking your life, or using alcohol or drugs to cope are also good reasons to reach out.',
      ),
      p(
        'Effective treatments are available. CBT with a trained therapist helps many people, and medicines such as SSRIs and SNRIs are effective for anxiety disorders; some people benefit most from a combination. Your primary care clinician is a good place to start.',
      ),
      p(
        bold('If you are in crisis'),
        ' or thinking about harming yourself, call or text 988 to reach the 988 Suicide & Crisis Lifeline in the US, or call 911 if you are in immediate danger.',
      ),
      authorBio(),
      relatedTiles('mind and body health', 'everyday-anxiety-coping-skills'),
      faq({
        initialState: 'firstExpanded',
        items: [
          {
            question: 'Is anxiety the same as stress?',
            answer:
              'They overlap. Stress is usually a response to a specific pressure and eases when that pressure passes. Anxiety can continue without a clear trigger and is more about anticipating future threats.',
          },
          {
            question: 'Can breathing exercises stop a panic attack?',
            answer:
              'They can help you ride one out and feel less overwhelmed, but a panic attack usually peaks within about ten minutes whatever you do. If you have repeated panic attacks, talk to a clinician: panic disorder is very treatable.',
          },
          {
            question: 'Do self-help books and apps work?',
            answer:
              'Guided self-help based on CBT can help people with mild to moderate anxiety, especially with some support from a professional. If you do not notice improvement after a few weeks, consider getting more help.',
          },
        ],
      }),
    ),
  }
}
