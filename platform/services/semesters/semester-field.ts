// A request's semester that cannot be ordered, covered or withdrawn from: a 422 with the reason at the field.
import { unprocessable } from '../../domain-errors';

export const semesterField = (message: string) =>
  unprocessable('Invalid body field: semester', { semester: [message] });
