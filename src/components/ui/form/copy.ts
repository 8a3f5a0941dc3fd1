/** The texts the form building blocks show themselves (Turkish; forms pass their own labels). */
export const FORM_COPY = {
  errorSummary: 'Lütfen aşağıdaki alanları düzeltin:',
} as const;
