/** `import text from './x.yaml' with { type: 'text' }`: the file's contents as a string. */
declare module '*.yaml' {
  const text: string
  export default text
}
