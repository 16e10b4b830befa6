// Being built (issue 5); replaced by the real page.
export default function RateCalculatorPage() {
  return null;
}
