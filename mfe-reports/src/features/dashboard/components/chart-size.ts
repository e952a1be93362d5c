// The history chart's height: the chart's and its placeholder's while its code loads (nothing moves).
export const CHART_HEIGHT = 320;
