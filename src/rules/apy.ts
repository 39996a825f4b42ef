/**
 * Atal Pension Yojana (APY): the contribution charts, the guaranteed pensions and the corpus
 * returned to the nominee (india-rules §8).
 *
 * Rules [C2]: entry age 18 to 40; contributions until age 60; a guaranteed pension of ₹1,000
 * to ₹5,000 a month from 60; after the subscriber and the spouse, the corpus is returned to
 * the nominee (₹1.7 lakh for each ₹1,000 of pension). Continued to FY 2030-31 with no change to
 * the contributions (Cabinet, 21 Jan 2026).
 * Sources: https://www.india.com/business/taxpayers-cant-join-atal-pension-yojana-fin-mins-new-rule-explained-5568410/ ;
 * https://www.livemint.com/money/personal-finance/atal-pension-yojana-new-rule-these-investors-cannot-join-from-october/amp-11660190984125.html ;
 * https://zeenews.india.com/economy/cabinet-gives-nod-for-continuation-of-atal-pension-yojana-till-2030-31-3009114.html ;
 * https://www.business-standard.com/amp/markets/capital-market-news/govt-approves-continuation-of-atal-pension-yojana-till-2030-31-126012100809_1.html
 */

export const APY_PENSIONS = [1000, 2000, 3000, 4000, 5000] as const
export type ApyPension = (typeof APY_PENSIONS)[number]

export const APY = {
  minimumEntryAge: 18,
  maximumEntryAge: 40,
  /** Contributions stop and the pension starts at this age. */
  pensionAge: 60,
} as const

/** Corpus returned to the nominee after the subscriber and the spouse, ₹, by monthly pension. */
export const APY_CORPUS_TO_NOMINEE: Readonly<Record<ApyPension, number>> = {
  1000: 170_000,
  2000: 340_000,
  3000: 510_000,
  4000: 680_000,
  5000: 850_000,
}

/**
 * The official monthly contribution chart (₹ a month) by entry age, for pensions of
 * ₹1,000 / 2,000 / 3,000 / 4,000 / 5,000 a month: PFRDA, https://pfrda.org.in/documents/33652/145099/17.pdf
 * (india-rules §8a [C2]). Checked against https://www.potoolsblog.in/2024/08/atal-pension-yojana-contribution-chart.html
 * (ages 18–30), https://atalpensionyojana.in/atal-pension-yojana-return-on-investment (₹1,000
 * column), https://bolzara.com/5419/article/atal-pension-yojana-premium-plans (rows 18, 20, 25,
 * 30, 35, 40) and three public code tables citing the PFRDA chart (all 23 rows).
 */
export const APY_MONTHLY_CHART: Readonly<Record<number, readonly [number, number, number, number, number]>> = {
  18: [42, 84, 126, 168, 210],
  19: [46, 92, 138, 183, 228],
  20: [50, 100, 150, 198, 248],
  21: [54, 108, 162, 215, 269],
  22: [59, 117, 177, 234, 292],
  23: [64, 127, 192, 254, 318],
  24: [70, 139, 208, 277, 346],
  25: [76, 151, 226, 301, 376],
  26: [82, 164, 246, 327, 409],
  27: [90, 178, 268, 356, 446],
  28: [97, 194, 292, 388, 485],
  29: [106, 212, 318, 423, 529],
  30: [116, 231, 347, 462, 577],
  31: [126, 252, 379, 504, 630],
  32: [138, 276, 414, 551, 689],
  33: [151, 302, 453, 602, 752],
  34: [165, 330, 495, 659, 824],
  35: [181, 362, 543, 722, 902],
  36: [198, 396, 594, 792, 990],
  37: [218, 436, 654, 870, 1087],
  38: [240, 480, 720, 957, 1196],
  39: [264, 528, 792, 1054, 1318],
  40: [291, 582, 873, 1164, 1454],
}

type PartialRow = readonly [number | null, number | null, number | null, number | null, number | null]

/**
 * Quarterly and half-yearly contributions (₹ an instalment), as far as they are published:
 * ages 18 to 30, one secondary source only (https://www.potoolsblog.in/2024/08/atal-pension-yojana-contribution-chart.html,
 * india-rules §8b [C]). Ages 30 (₹5,000) to 40 were not found: `null`, never a made-up figure.
 * Bank-published quarterly and half-yearly charts are reported to disagree with one another.
 */
export const APY_QUARTERLY_CHART: Readonly<Record<number, PartialRow>> = {
  18: [125, 250, 376, 501, 626],
  19: [137, 274, 411, 545, 679],
  20: [149, 298, 447, 590, 739],
  21: [161, 322, 483, 641, 802],
  22: [176, 349, 527, 697, 870],
  23: [191, 378, 572, 757, 948],
  24: [209, 414, 620, 826, 1031],
  25: [226, 450, 674, 897, 1121],
  26: [244, 489, 733, 975, 1219],
  27: [268, 530, 799, 1061, 1329],
  28: [289, 578, 870, 1156, 1445],
  29: [316, 632, 948, 1261, 1577],
  30: [346, 688, 1034, 1377, null],
}

export const APY_HALF_YEARLY_CHART: Readonly<Record<number, PartialRow>> = {
  18: [248, 496, 744, 991, 1239],
  19: [271, 543, 814, 1080, 1346],
  20: [295, 590, 885, 1169, 1464],
  21: [319, 637, 956, 1269, 1588],
  22: [348, 690, 1046, 1381, 1723],
  23: [378, 749, 1133, 1499, 1877],
  24: [413, 820, 1228, 1635, 2042],
  25: [449, 891, 1334, 1776, 2219],
  26: [484, 968, 1452, 1930, 2414],
  27: [531, 1050, 1582, 2101, 2632],
  28: [572, 1145, 1723, 2290, 2862],
  29: [626, 1251, 1877, 2496, 3122],
  30: [685, 1363, 2048, 2727, null],
}
