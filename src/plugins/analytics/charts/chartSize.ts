/** The height of a drawn chart, which its card keeps from its first frame (ChartCard's placeholder). */
export const CHART_HEIGHT_PX = 300;
