export {
  parseHoaDocumentJob,
  PARSE_HOA_DOCUMENT,
  type ParseHoaDocumentDeps,
} from './parse-hoa-document.job.ts';
export { parseHoaDocumentTrigger } from './parse-hoa-document.trigger.ts';
