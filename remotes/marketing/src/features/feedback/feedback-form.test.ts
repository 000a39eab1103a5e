import { FEEDBACK_AREAS, FeedbackSubmissionSchema } from '@iprism/shared/contracts/forms';
import { validateWith } from '../forms/validate';
import { EMPTY_FEEDBACK, FEEDBACK_AREA_LABELS, feedbackPayload } from './feedback-form';

describe('feedback form', () => {
  it('labels every area of the shared schema', () => {
    expect(Object.keys(FEEDBACK_AREA_LABELS).sort()).toEqual([...FEEDBACK_AREAS].sort());
  });

  it('flags rating, area and message of an empty form', () => {
    const result = validateWith(FeedbackSubmissionSchema, feedbackPayload(EMPTY_FEEDBACK));
    expect(result).toEqual({ ok: false, errors: { rating: 'Please choose a rating.', area: 'Please choose an area.', message: 'Please write at least 5 characters so we can help.' } });
  });

  it('sends the rating as a number and drops an empty email', () => {
    const result = validateWith(FeedbackSubmissionSchema, feedbackPayload({ rating: '4', area: 'ids', message: ' Very useful. ', email: ' ' }));
    expect(result).toEqual({ ok: true, data: { rating: 4, area: 'ids', message: 'Very useful.' } });
  });
});
