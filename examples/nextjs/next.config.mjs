// Nothing Satchel-specific: @satchel/sdk/react carries 'use client', and the core runs on Node and Edge as it is.
/** @type {import('next').NextConfig} */
export default {};
