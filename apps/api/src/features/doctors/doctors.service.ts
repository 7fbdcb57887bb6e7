/**
 * The doctors feature's entry point (issue 7 §2): routes and other features call these; each responsibility lives
 * in its own file — who may see a doctor (visibility), the derived completeness (derived), the profile editor and
 * practices (editor), documents and the admin's photo upload (uploads), the search, the public page, a visible
 * doctor's availability (availability), favourites and what booking needs (bookable), the public pages a sitemap
 * lists (public-pages); rows become responses in doctors.mappers.ts.
 */
import './doctors.derived'

export { assertVisible } from './doctors.visibility'
export { refreshDerived } from './doctors.derived'
export {
  getEditor,
  updateProfile,
  updatePractice,
  saveEditor,
  submitProfile,
  type PracticeInput,
} from './doctors.editor'
export { uploadDocument, uploadPhotoFor, deleteDocument } from './doctors.uploads'
export { searchDoctors, viewerOf } from './doctors.search'
/** What booking a doctor's practice needs to know (bookings feature, issue 9 §2). */
export { findBookableDoctor, type BookableDoctor } from './doctors.bookable'
export { getDoctorPage } from './doctors.page'
/** The public doctors' pages for the sitemap (web-shell, issue 42 §2). */
export {
  countPublicPages,
  publicPageBoundaries,
  publicPagesAfter,
  type PublicPageRecord,
} from './doctors.public-pages'
export { getAvailability, getReservedTimes } from './doctors.availability'
export { addFavourite, removeFavourite, listFavourites } from './doctors.favourites'
