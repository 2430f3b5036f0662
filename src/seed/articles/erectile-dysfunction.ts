import { bold, doc, h2, h3, p, ul } from '../lexical'
import type { ArticleSeed, SeedRefs } from '../types'
import { authorBio, checklist, faq, productCard, relatedTiles, stats } from './widgets'

export function erectileDysfunctionArticle(refs: SeedRefs): ArticleSeed {
  return {
    title: 'Erectile dysfunction: causes, tests and treatments that work',
    slug: 'erectile-dysfunction',
    section: 'health',
    template: 'article',
    keywords: ['erectile dysfunction', 'ED', 'impotence', 'sildenafil', 'tadalafil', "men's health"],
    summary:
      'Erectile dysfunction is common, often linked to the health of the heart and blood vessels, and very treatable. Here is what causes it, how clinicians look for those causes, and which treatments have good evidence.',
    heroImage: refs.heroes['erectile-dysfunction'],
    categories: [refs.categories.mensHealth, refs.categories.sexualHealth, refs.categories.heartHealth],
    authors: [refs.authors.samuelBrooks],
    medicalReviewer: refs.authors.lenaHoffmann,
    sponsored: false,
    publishedDate: '2026-03-12T14:00:00.000Z',
    updatedDate: '2026-10-06T15:30:00.000Z',
    _status: 'published',
    body: doc(
      p(
        'Most men have trouble getting or keeping an erection now and then, especially when they are tired, stressed or have had a few drinks. That is normal. Erectile dysfunction (ED) is different: the problem keeps happening over weeks or months and gets in the way of a sex life you are happy with.',
      ),
      p(
        'ED is one of the most common reasons men see a clinician about their sexual health, and it becomes more likely with age. It is also one of the most treatable. Just as important, it can be an early signal of other conditions, such as heart disease or diabetes, that are worth finding early.',
      ),
      stats('ED by the numbers', [
        {
          number: 30,
          suffix: ' million',
          text: 'men in the US are estimated to have erectile dysfunction, according to the National Institutes of Health',
        },
        {
          number: 52,
          suffix: '%',
          text: 'of men aged 40 to 70 reported some degree of ED in the long-running Massachusetts Male Aging Study',
        },
      ]),
      h2('How an erection works'),
      p(
        'An erection depends on several systems working together. Sexual arousal sends signals from the brain along nerves to the penis. Those signals relax the smooth muscle in the walls of its blood vessels, so blood flows into two spongy chambers. As they fill, they press on the veins that would normally drain blood away, and the penis becomes firm.',
      ),
      p(
        'That means a problem with blood flow, nerves, hormones, or the thoughts and feelings that start the process can all lead to ED. Often more than one is involved.',
      ),
      h2('Common causes'),
      p(
        'In men over 40, the most common cause is reduced blood flow. The same process that narrows the arteries of the heart, atherosclerosis, also affects the smaller arteries of the penis. Causes and contributing factors include:',
      ),
      ul(
        [bold('Blood vessel disease:'), ' high blood pressure, high cholesterol and atherosclerosis.'],
        [bold('Diabetes,'), ' which can damage both blood vessels and nerves.'],
        [bold('Smoking, heavy drinking and excess weight,'), ' which all harm blood vessel health.'],
        [
          bold('Nerve damage'),
          ' from multiple sclerosis, spinal cord injury, or surgery or radiation for prostate, bladder or bowel cancer.',
        ],
        [bold('Hormone problems'), ' such as low testosterone, a less common cause than many people assume.'],
        [
          bold('Medicines,'),
          ' including some antidepressants, some blood pressure drugs and hormone treatments for prostate cancer.',
        ],
        [
          bold('Psychological factors:'),
          ' stress, depression, worry about sexual performance and relationship difficulties.',
        ],
      ),
      p(
        'Psychological causes are more common in younger men. A useful clue is whether erections still happen at other times, such as on waking. Even when the original cause is physical, worry about the next time can keep the problem going, which is why treatment often works best when it addresses both.',
      ),
      p(
        bold('Do not stop a prescribed medicine on your own'),
        ' because you suspect it is affecting your erections. Ask the prescriber: there is often an alternative that suits you better.',
      ),
      h2('Why ED can be a warning sign for your heart'),
      p(
        'Because the arteries of the penis are narrower than those supplying the heart, they can show the effects of atherosclerosis sooner. Large studies have found that men with ED have a higher risk of later heart attack and stroke, even after accounting for other risk factors. For that reason, men with new ED are usually advised to have their cardiovascular risk checked, including blood pressure, cholesterol and blood sugar, even if they otherwise feel well.',
      ),
      p(
        'If you have been told your blood pressure is high, measuring it at home with a validated upper-arm monitor gives you and your clinician a clearer picture than occasional clinic readings.',
      ),
      productCard(refs.products.bloodPressureMonitor),
      h2('Tests your clinician may suggest'),
      p(
        'There is no single test for ED. Diagnosis starts with a conversation, which can feel awkward but is routine for clinicians. Expect questions about how long the problem has lasted, whether it happens every time, your general health, medicines, alcohol and drug use, and your mood and relationships. Some clinics use a short questionnaire to gauge how severe the problem is.',
      ),
      p(
        'A physical exam usually includes a blood pressure check and an examination of the genitals. Common blood tests are:',
      ),
      ul(
        'Blood sugar or HbA1c, to look for diabetes or prediabetes',
        'Cholesterol and other blood fats',
        'Testosterone, ideally measured in the morning, when levels are highest',
        'Sometimes kidney, liver or thyroid tests, depending on your symptoms',
      ),
      p(
        'Specialist tests, such as an ultrasound scan of blood flow in the penis, are needed only in some cases, for example when first treatments have not helped or before surgery.',
      ),
      checklist('Before your appointment', [
        '<strong>List every medicine</strong> you take, including supplements and anything bought online.',
        'Note <strong>when the problem started</strong> and whether it happens every time.',
        'Think about whether you still have <strong>erections on waking</strong>.',
        'Be ready to talk honestly about <strong>alcohol, smoking and recreational drugs</strong>.',
        'Write down <em>your questions</em> so you do not forget them in the room.',
      ]),
      h2('Treatments that work'),
      p(
        'Treatment depends on the cause, your overall health and what matters to you and your partner. Most men find something that helps.',
      ),
      h3('Lifestyle changes'),
      p(
        'Regular physical activity, losing excess weight, stopping smoking and cutting back on alcohol improve blood vessel health. In clinical trials, exercise and weight loss improved erectile function for some men, and these changes lower the risk of heart disease too. They work slowly, so they are usually combined with other treatment.',
      ),
      h3('Tablets (PDE5 inhibitors)'),
      p(
        'Sildenafil, tadalafil, vardenafil and avanafil are the usual first medical treatment, and they help most men who try them. They enhance the natural response to arousal, so sexual stimulation is still needed. Tadalafil can work for up to about 36 hours; the others last a few hours. It can take several attempts to judge whether a dose works.',
      ),
      p(
        'Common side effects include headache, flushing, a stuffy nose and indigestion. ',
        bold('These medicines must not be taken with nitrates'),
        ' (such as nitroglycerin for chest pain) or riociguat, because the combination can cause a dangerous drop in blood pressure. Tell your clinician if you take alpha-blockers or have heart disease, and get urgent medical help for an erection that lasts more than four hours.',
      ),
      h3('Other medical options'),
      ul(
        [
          bold('Vacuum erection devices:'),
          ' a cylinder and pump draw blood into the penis, and a ring at the base maintains the erection. They are drug-free, although some men find them awkward.',
        ],
        [
          bold('Alprostadil:'),
          ' a medicine injected into the side of the penis or placed in the urethra. It often works when tablets do not.',
        ],
        [
          bold('Penile implants:'),
          ' surgically placed devices, usually considered when other treatments have not worked. Satisfaction is high among men who choose them.',
        ],
        [
          bold('Testosterone treatment:'),
          ' helpful only for men with confirmed low testosterone, and rarely enough on its own.',
        ],
      ),
      h3('Talking therapies'),
      p(
        'Sex therapy, cognitive behavioral therapy and couples counseling can help, particularly when anxiety, depression or relationship strain play a part. They combine well with medical treatment.',
      ),
      h2('Be wary of supplements sold online'),
      p(
        'Products sold as herbal or natural alternatives are not tested the way medicines are. The US Food and Drug Administration has repeatedly found sexual enhancement supplements that contained hidden prescription drug ingredients, sometimes at unpredictable doses. These are especially risky for anyone taking nitrates. If cost or privacy is a barrier, a clinician or pharmacist can talk you through legitimate options, including lower-cost generic tablets.',
      ),
      h2('When to see a clinician'),
      p(
        'Make an appointment if erection problems last more than a few weeks or are causing you distress. Seek care promptly if ED comes with other symptoms, such as chest discomfort or breathlessness on exertion, numbness, or problems passing urine, and call 911 for chest pain that does not go away.',
      ),
      authorBio(),
      relatedTiles("heart and men's health", 'erectile-dysfunction'),
      faq({
        initialState: 'collapsed',
        items: [
          {
            question: 'Is erectile dysfunction just part of getting older?',
            answer:
              'It becomes more common with age, but it is not inevitable and it is treatable at any age. Because it can point to conditions such as diabetes or heart disease, it is worth getting checked rather than putting it down to age.',
          },
          {
            question: 'Can young men get ED?',
            answer:
              'Yes. In younger men, stress, anxiety and relationship issues play a larger part, but physical causes are still possible, so a check-up is worthwhile.',
          },
          {
            question: 'Do I need a prescription for ED tablets?',
            answer:
              'In the US, sildenafil, tadalafil and similar medicines need a prescription. Be cautious of websites that sell them without one: products from unlicensed sellers may be counterfeit or contain the wrong dose.',
          },
          {
            question: 'Will ED tablets increase my sex drive?',
            answer:
              'No. They support the blood-flow response to arousal but do not change desire. Low libido has its own causes, which a clinician can help you look into.',
          },
        ],
      }),
    ),
  }
}
